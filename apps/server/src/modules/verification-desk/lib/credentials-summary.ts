import type { ContentCredentials, CredentialsAction } from '@stringer/shared/schemas/content-credentials';
import type { Manifest, ManifestStore } from '../../../platform/c2pa/read';

/** A manifest is the signer's word: what is kept of it is bounded, as any other upload's text. */
const MAX_TEXT = 200;
const MAX_ACTIONS = 50;
const MAX_FAILURES = 20;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TEXT) : null);

/** `softwareAgent` is a string in C2PA 1.x actions, `{ name, version }` in 2.x. */
function agentOf(agent: unknown) {
  if (typeof agent === 'string') return text(agent);
  if (agent && typeof agent === 'object') {
    const { name, version } = agent as { name?: unknown; version?: unknown };
    return text([text(name), text(version)].filter(Boolean).join(' '));
  }
  return null;
}

function actionsOf(manifest: Manifest): CredentialsAction[] {
  const listed = (manifest.assertions ?? [])
    .filter((a) => /^c2pa\.actions(\.v\d+)?$/.test(a.label))
    .flatMap((a) => ((a.data as { actions?: unknown[] } | undefined)?.actions ?? []) as Record<string, unknown>[]);
  return listed.slice(0, MAX_ACTIONS).flatMap((a) => {
    const action = text(a.action);
    if (!action) return [];
    const source = text(a.digitalSourceType);
    return [
      {
        action,
        softwareAgent: agentOf(a.softwareAgent),
        // An IPTC URI (…/digitalsourcetype/digitalCapture): its last word names it.
        sourceType: source ? (source.split('/').pop() ?? null) : null,
        when: text(a.when),
      },
    ];
  });
}

function generatorOf(manifest: Manifest) {
  const info = manifest.claim_generator_info?.[0];
  return info ? text([text(info.name), text(info.version)].filter(Boolean).join(' ')) : text(manifest.claim_generator);
}

function signerOf(manifest: Manifest) {
  const name = text(manifest.signature_info?.common_name);
  const org = text(manifest.signature_info?.issuer);
  return name && org && name !== org ? `${name} (${org})` : (name ?? org);
}

/** c2pa-rs's verdict in the desk's words: `Trusted` chains to an anchor; `Valid` holds but does not. */
const STATES = { Trusted: 'valid', Valid: 'unknownSigner', Invalid: 'invalid' } as const;

/** What the desk shows of a manifest store c2pa-rs read and checked. */
export function summarize(store: ManifestStore): ContentCredentials {
  const active = store.active_manifest ? store.manifests?.[store.active_manifest] : undefined;
  return {
    state: (store.validation_state && STATES[store.validation_state]) ?? 'invalid',
    signer: active ? signerOf(active) : null,
    signedAt: text(active?.signature_info?.time),
    claimGenerator: active ? generatorOf(active) : null,
    actions: active ? actionsOf(active) : [],
    failures: (store.validation_status ?? []).map((s) => s.code).slice(0, MAX_FAILURES),
  };
}

/** A manifest store was found but not judged: unreadable, or not checked in time. */
export const unjudged = (state: 'unreadable' | 'notChecked'): ContentCredentials => ({
  state,
  signer: null,
  signedAt: null,
  claimGenerator: null,
  actions: [],
  failures: [],
});
