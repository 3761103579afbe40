import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Heading } from '../../components/ui/typography.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import './auth.css';

/**
 * The frame of every account screen (outside the shell). Router-aware links and the toast
 * region come from the root route's UI providers.
 */
export function AuthLayout() {
  return <Outlet />;
}

/** The product mark shown above account forms. */
export function Logo() {
  return (
    <div className="auth-logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M9 17l4 4 10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>Mission Control</span>
    </div>
  );
}

export interface AuthCardProps {
  /** Document title (before the product suffix). */
  title: string;
  /** The page's h1; the title when omitted. */
  heading?: string;
  children: ReactNode;
  /** Links under the form ('Go back', 'Sign in', …). */
  footer?: ReactNode;
  wide?: boolean;
}

/** A centred card with the logo, the page heading, the content and its links. */
export function AuthCard({ title, heading, children, footer, wide = false }: AuthCardProps) {
  usePageTitle(title);
  return (
    <main className="auth-page">
      <div className="auth-card" data-wide={wide || undefined}>
        <Logo />
        <Heading level={1}>{heading ?? title}</Heading>
        {children}
        {footer !== undefined && (
          <nav className="auth-card__footer" aria-label="Account links">
            {footer}
          </nav>
        )}
      </div>
    </main>
  );
}
