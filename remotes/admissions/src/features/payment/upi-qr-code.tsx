import { useEffect, useState } from 'react';
import styles from './payment.module.css';

/** Side of the code on screen: large enough for a cheap phone's camera across a counter. */
export const QR_SIZE = 200;

/**
 * A QR code of a UPI payment link, to scan with another phone's UPI app (an applicant filling the
 * form on a cyber café's computer, or at the office). The qrcode library loads only when a code is
 * shown, so the form's first load does not carry it. The box keeps its size while it loads.
 */
export function UpiQrCode({ link, label, failed: failedText }: { link: string; label: string; failed: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setSvg(null);
    import('qrcode')
      .then((qrcode) => qrcode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((markup) => current && setSvg(markup))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [link]);

  return (
    <div className={styles.qr} style={{ width: QR_SIZE, height: QR_SIZE }}>
      {svg && (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          width={QR_SIZE}
          height={QR_SIZE}
        />
      )}
      {failed && <p>{failedText}</p>}
    </div>
  );
}
