// /view/topology/{id} (spec 02-areas §2.1): the component read-only. The same reads as its page,
// with no write controls (no config linking), no snapshot and no link to an incident; says
// 'Component not found' when the component is missing.
import { ComponentPage, type ComponentPageProps } from '../component/component-page.tsx';

export function PublicComponentPage({ id }: Pick<ComponentPageProps, 'id'>) {
  return <ComponentPage id={id} readOnly />;
}
