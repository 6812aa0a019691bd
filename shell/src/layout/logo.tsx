/** The college emblem, drawn inline so the header needs no extra request. */
export function Logo({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="var(--ds-color-primary, #7a1f2b)" />
      <circle cx="24" cy="24" r="19" fill="none" stroke="var(--ds-color-accent, #f2c14e)" strokeWidth="1.5" />
      <path d="M12 30 L24 14 L36 30 Z" fill="var(--ds-color-accent, #f2c14e)" />
      <rect x="15" y="31" width="18" height="3" rx="1" fill="#fff" />
      <path d="M19 25 h10 v5 h-10z" fill="#fff" />
    </svg>
  );
}
