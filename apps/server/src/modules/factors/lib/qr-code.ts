import qrcode from 'qrcode-generator';

/** A QR code as an SVG data URL, drawn here: the secret it carries never leaves for a QR service. */
export function qrCodeDataUrl(text: string) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
