/**
 * The banner's stack of books, drawn inline: as an <img> an SVG is a document of its own, whose set-up costs the
 * main thread a long task at the moment the first screen paints; inline it is a few shapes of the page's own.
 */
export function BannerArt({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 448 336" width={448} height={336} className={className}>
      <rect width="448" height="336" rx="24" fill="#f3f3f3" />
      <circle cx="340" cy="90" r="56" fill="#ffce1a" opacity=".45" />
      <rect x="96" y="236" width="256" height="38" rx="6" fill="#0d0842" />
      <rect x="112" y="246" width="224" height="4" fill="#ffce1a" />
      <rect x="116" y="196" width="220" height="40" rx="6" fill="#ff5841" />
      <rect x="132" y="208" width="120" height="6" rx="3" fill="#fff" opacity=".8" />
      <rect x="84" y="158" width="240" height="38" rx="6" fill="#ffce1a" />
      <rect x="100" y="170" width="150" height="6" rx="3" fill="#0d0842" opacity=".7" />
      <g transform="rotate(-8 260 110)">
        <rect x="176" y="62" width="150" height="96" rx="6" fill="#0d0842" />
        <rect x="192" y="80" width="90" height="6" rx="3" fill="#ffce1a" />
        <rect x="192" y="96" width="60" height="6" rx="3" fill="#fff" opacity=".7" />
      </g>
    </svg>
  );
}
