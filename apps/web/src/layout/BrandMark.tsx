/** The brand mark (same drawing as the favicon); decorative, its text is given beside it. */
export function BrandMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#5B3DF5" />
      <path
        d="M10 8v16M10 16l9-8M10 16l9 8"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
