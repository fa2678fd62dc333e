import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ui } from '../../ui/Screen';
import { messages } from './messages';

/**
 * The QR code of the authenticator URI, drawn by `qrcode` (its own chunk, loaded only here) on a
 * canvas: no data: URL for the CSP to allow, and pixels the style reset cannot revert (it reverts
 * an inline SVG's geometry). Dark modules on a light ground in both themes, as scanners expect.
 */
export function QrCode({ value }: { value: string }) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then(({ toCanvas }) => {
        if (!current || !canvas.current) return;
        return toCanvas(canvas.current, value, {
          errorCorrectionLevel: 'M',
          margin: 4,
          width: 200,
          color: { dark: '#000000', light: '#ffffff' },
        });
      })
      // No canvas (or the chunk did not load): the setup key below is the way in.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <canvas
      ref={canvas}
      className={ui.qr}
      role="img"
      aria-label={intl.formatMessage(messages.qrLabel)}
      width={200}
      height={200}
    />
  );
}
