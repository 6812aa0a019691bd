import type { SVGProps } from 'react';

// Small inline icons: no icon font or sprite to download. Always decorative;
// the text next to them carries the meaning.
type IconProps = SVGProps<SVGSVGElement>;

// Each icon is one path on the same 16×16 canvas.
function icon(d: string) {
  return function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 16 16"
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={d} />
      </svg>
    );
  };
}

export const InfoIcon = icon(
  'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm1.25 8h-2.5v-1h.75V8h-.75V7h1.75v4h.75v1Z',
);
export const SuccessIcon = icon(
  'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-1 10.4L3.8 8.2l1.1-1.1L7 9.2l4.1-4.1 1.1 1.1L7 11.4Z',
);
export const WarningIcon = icon('M8 1 0.5 14.5h15L8 1Zm.75 11.5h-1.5V11h1.5v1.5Zm0-2.5h-1.5V6h1.5v4Z');
export const ErrorIcon = icon('M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm.75 10.5h-1.5V10h1.5v1.5Zm0-2.5h-1.5V4.5h1.5V9Z');
export const CloseIcon = icon(
  'M3.7 2.6 8 6.9l4.3-4.3 1.1 1.1L9.1 8l4.3 4.3-1.1 1.1L8 9.1l-4.3 4.3-1.1-1.1L6.9 8 2.6 3.7l1.1-1.1Z',
);
