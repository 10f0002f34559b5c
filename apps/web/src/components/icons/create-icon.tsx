import type { CSSProperties, ReactNode } from 'react';
import styles from './icon.module.css';

export type IconProps = {
  className?: string;
  style?: CSSProperties;
  /** Turns the icon continuously (CSS animation). */
  spin?: boolean;
  /** Accepted for call sites moved from antd icons; the icon is always hidden from assistive technology. */
  'aria-hidden'?: true | 'true';
};

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

type IconOptions = {
  /** Drawn with fills (the "filled" variants) instead of 2px strokes. */
  isFilled?: boolean;
  /** Always turning (the loading spinner). */
  isSpinning?: boolean;
};

/**
 * Builds one of the shop's icons: a 24×24 drawing, 1em square, in the text colour, hidden from
 * assistive technology (the button or link around it carries the name). Plain SVG so that the
 * public pages need no icon library.
 */
export function createIcon(name: string, drawing: ReactNode, options: IconOptions = {}): IconComponent {
  const { isFilled = false, isSpinning = false } = options;
  function Icon({ className, style, spin = isSpinning }: IconProps) {
    const classes = [styles.icon, spin ? styles.spin : undefined, className].filter(Boolean).join(' ');
    return (
      <svg
        className={classes}
        style={style}
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        aria-hidden="true"
        focusable="false"
        {...(isFilled
          ? { fill: 'currentColor', stroke: 'none' }
          : {
              fill: 'none',
              stroke: 'currentColor',
              strokeWidth: 2,
              strokeLinecap: 'round' as const,
              strokeLinejoin: 'round' as const,
            })}
      >
        {drawing}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
