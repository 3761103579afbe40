import { LinkButton } from '../../components/ui/button.tsx';
import { Heading, Text } from '../../components/ui/typography.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import './shell.css';

/** Shown for a path no route matches. */
export function NotFoundView() {
  usePageTitle('Not found');
  return (
    <div className="shell-message">
      <Heading level={1}>Page not found</Heading>
      <Text variant="muted" elementType="p">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </Text>
      <div className="shell-message__actions">
        <LinkButton variant="primary" href="/">
          Go to the dashboard
        </LinkButton>
      </div>
    </div>
  );
}
