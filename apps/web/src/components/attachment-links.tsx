/** A work's attachments as download links, one per line; a dash when there is none. */
export function AttachmentLinks({
  attachments,
}: {
  attachments: { fileId: string; name: string; url: string | null }[];
}) {
  if (attachments.length === 0) return '—';
  return attachments.map((a) => (
    <div key={a.fileId}>
      <a href={a.url ?? undefined} download={a.name}>
        {a.name}
      </a>
    </div>
  ));
}
