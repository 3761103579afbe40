import type { ReactNode } from 'react';
import { Heading, Text } from '../../components/ui/typography.tsx';
import { Access } from '../../lib/access/access.tsx';
import type { Feature } from '../../lib/access/feature-flags.ts';
import type { Resource } from '../../lib/access/permissions.ts';
import { useFeatureEnabled } from '../../lib/access/use-access.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import './shell.css';

/** Props of {@link AreaPage}. */
export interface AreaPageProps {
  title: string;
  feature: Feature;
  /** Any of these readable lets the page show. */
  resources: readonly Resource[];
  children?: ReactNode;
}

/**
 * The frame of an area's page: title, feature-flag check, read-permission check. Without
 * children it says honestly that the area is not part of this build yet.
 */
export function AreaPage({ title, feature, resources, children }: AreaPageProps) {
  usePageTitle(title);
  const enabled = useFeatureEnabled(feature);
  if (!enabled) {
    return (
      <div className="shell-message">
        <Heading level={1}>{title}</Heading>
        <Text variant="muted" elementType="p">
          This feature is turned off for this installation (feature flag <code>{feature}.disable</code>).
        </Text>
      </div>
    );
  }
  return (
    <Access resources={resources} showUnauthorized>
      {children ?? (
        <div className="shell-page">
          <Heading level={1}>{title}</Heading>
          <div className="shell-placeholder" role="note">
            <Text elementType="p">{title} is not available yet in this build.</Text>
            <Text variant="muted" size="sm" elementType="p">
              The navigation, permissions and feature flags for this page work; its content arrives with a
              later release.
            </Text>
          </div>
        </div>
      )}
    </Access>
  );
}
