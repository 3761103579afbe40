import type { ReactNode } from 'react';
import { Heading as AriaHeading, Text as AriaText } from 'react-aria-components';
import './typography.css';

/** Props of {@link Heading}. */
export interface HeadingProps {
  /** Semantic level; the visual size follows it unless `size` is given. */
  level?: 1 | 2 | 3 | 4;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  id?: string;
  className?: string;
  children: ReactNode;
}

const sizeOfLevel = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' } as const;

/** A heading; inside a Dialog it becomes the dialog's title (react-aria's `slot="title"`). */
export function Heading({ level = 2, size, className, ...props }: HeadingProps & { slot?: string }) {
  return (
    <AriaHeading
      {...props}
      level={level}
      data-size={size ?? sizeOfLevel[level]}
      className={['mc-heading', className].filter(Boolean).join(' ')}
    />
  );
}

/** Props of {@link Text}. */
export interface TextProps {
  /** `muted` for secondary text, `mono` for ids and code. */
  variant?: 'default' | 'muted' | 'mono';
  size?: 'xs' | 'sm' | 'md';
  elementType?: 'span' | 'p' | 'div';
  className?: string;
  slot?: string;
  children: ReactNode;
}

/** Body text in the console's sizes and tones. */
export function Text({
  variant = 'default',
  size = 'md',
  elementType = 'span',
  className,
  ...props
}: TextProps) {
  return (
    <AriaText
      {...props}
      elementType={elementType}
      data-variant={variant}
      data-size={size}
      className={['mc-text', className].filter(Boolean).join(' ')}
    />
  );
}
