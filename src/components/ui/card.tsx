import type { ReactNode } from 'react';
import './card.css';

/** Props of {@link Card}. */
export interface CardProps {
  /** Header title; rendered as an h2 unless `titleLevel` says otherwise. */
  title?: ReactNode;
  titleLevel?: 2 | 3 | 4;
  /** Controls at the right of the header. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Remove the body padding (for tables that run edge to edge). */
  flush?: boolean;
  className?: string;
}

/** A bordered panel with an optional header. */
export function Card({ title, titleLevel = 2, actions, children, flush = false, className }: CardProps) {
  const TitleTag = `h${titleLevel}` as const;
  return (
    <section className={['mc-card', className].filter(Boolean).join(' ')}>
      {(title !== undefined || actions !== undefined) && (
        <header className="mc-card__header">
          {title !== undefined && <TitleTag className="mc-card__title">{title}</TitleTag>}
          {actions !== undefined && <div className="mc-card__actions">{actions}</div>}
        </header>
      )}
      <div className="mc-card__body" data-flush={flush || undefined}>
        {children}
      </div>
    </section>
  );
}
