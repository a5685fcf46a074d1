'use client';

import dynamic from 'next/dynamic';

// qrcode.react (~6 KB gzip) loads with a code to draw: a link's page, or a create form once the link exists
// (docs/performance.md, "First-load JavaScript").
const QRCodeSVG = dynamic(() => import('qrcode.react').then((m) => m.QRCodeSVG));

/** A QR code of a link's URL, for an end user to scan with a phone. */
export function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <div className="inline-block rounded-md bg-white p-3 ring-1 ring-slate-200 dark:ring-slate-700">
      <QRCodeSVG value={value} size={160} level="M" marginSize={0} role="img" aria-label={label} title={label} />
    </div>
  );
}
