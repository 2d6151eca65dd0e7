import type { PublicCredentials } from '@stringer/shared/schemas/content-credentials';
import { webAddress, webPaths } from '@stringer/shared/web-paths';
import { type Language, translate } from '../../../platform/i18n';

/** Text for an HTML attribute or element: every character that could end either, escaped. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Link cards show a line or two: the description's first 200 characters, on one line. */
const summary = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
};

export interface SharedWork {
  title: string;
  description: string;
  shareUrl: string;
  posterUrl: string | null;
  pageUrl: string;
  /** When the newsroom verified it (passed with its whole checklist ticked, decision 0082), or null. */
  verifiedAt: Date | null;
  /** Its video's Content Credentials when valid (decision 0082), or null. */
  credentials: PublicCredentials | null;
}

/** The site's name, as the card's `og:site_name` gives it. */
const SITE = 'Stringer';

/** "Verified by Stringer on 2026-11-28": the day in GMT+0, as the product writes days everywhere. */
export const verifiedLine = (verifiedAt: Date, language: Language) =>
  translate(language, 'share.verified', { site: SITE, date: verifiedAt.toISOString().slice(0, 10) });

/** "Content Credentials: valid, signed by Pixel Camera (Google)". */
export const credentialsLine = ({ signer, claimGenerator }: PublicCredentials, language: Language) =>
  translate(language, 'share.credentials', {
    signer: signer ?? claimGenerator ?? translate(language, 'share.unnamedSigner'),
  });

/** The script that opens the app's page for a person (a crawler runs none): same origin, as the CSP allows. */
export const OPEN_SCRIPT = "var a=document.getElementById('open');if(a)location.replace(a.href);\n";

/**
 * `/v/{id}`: what a chat app's crawler reads for its link card (Open Graph and Twitter card tags),
 * readable without script, then the app's page for people. No meta refresh: some crawlers follow
 * one, and would read the app's page, which has no card tags (docs/decisions/0060).
 */
export function sharePage(work: SharedWork, language: Language) {
  const title = escapeHtml(work.title);
  const verified = work.verifiedAt ? verifiedLine(work.verifiedAt, language) : null;
  // The card carries the verification first: a chat app shows a line or two.
  const description = escapeHtml(summary(verified ? `${verified}. ${work.description}` : work.description));
  const url = escapeHtml(work.shareUrl);
  const image = work.posterUrl ? escapeHtml(work.posterUrl) : null;
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${value}">`;
  return `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title} · Stringer</title>
${meta('name', 'description', description)}
<link rel="canonical" href="${url}">
${meta('property', 'og:type', 'video.other')}
${meta('property', 'og:site_name', SITE)}
${meta('property', 'og:title', title)}
${meta('property', 'og:description', description)}
${meta('property', 'og:url', url)}
${image ? meta('property', 'og:image', image) : ''}
${meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary')}
${meta('name', 'twitter:title', title)}
${meta('name', 'twitter:description', description)}
${image ? meta('name', 'twitter:image', image) : ''}
<script src="/v/open.js" defer></script>
</head>
<body>
<main>
<h1>${title}</h1>
${verified ? `<p id="verified">${escapeHtml(verified)}</p>\n` : ''}${
  work.credentials ? `<p id="credentials">${escapeHtml(credentialsLine(work.credentials, language))}</p>\n` : ''
}<p>${escapeHtml(summary(work.description))}</p>
<p><a id="open" href="${escapeHtml(work.pageUrl)}">${escapeHtml(translate(language, 'share.watch'))}</a></p>
</main>
</body>
</html>
`;
}

/** A shared address whose work is not public (any more): said in words, with the way to the others. */
export function goneSharePage(language: Language) {
  return `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>Stringer</title></head>
<body><main>
<h1>${escapeHtml(translate(language, 'share.gone'))}</h1>
<p><a href="${webAddress('', webPaths.publicVideos)}">${escapeHtml(translate(language, 'share.others'))}</a></p>
</main></body>
</html>
`;
}
