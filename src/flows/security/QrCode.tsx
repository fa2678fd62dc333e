import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';

interface Matrix {
  size: number;
  dark(x: number, y: number): boolean;
}

/**
 * The QR code of the authenticator URI. `qrcode` encodes it (its own chunk, loaded only here);
 * we draw the modules as one SVG path: no data: URL for the CSP to allow, crisp at any size.
 */
export function QrCode({ value }: { value: string }) {
  const intl = useIntl();
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let current = true;
    void import(/* webpackChunkName: "qrcode" */ 'qrcode').then(({ create }) => {
      const { modules } = create(value, { errorCorrectionLevel: 'M' });
      if (current) {
        setMatrix({ size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) });
      }
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!matrix) return null;
  const quiet = 4; // the quiet zone the standard asks for, in modules
  let path = '';
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (matrix.dark(x, y)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  }
  const extent = matrix.size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={intl.formatMessage(messages.qrLabel)}
      viewBox={`0 0 ${extent} ${extent}`}
      width="200"
      height="200"
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
