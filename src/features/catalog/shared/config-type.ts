// Config type helpers: provider (the part of the type before '::') and the short kind name.
export { providerOf } from '../../../sync/collections/config-items.ts';

/** `AWS::EC2::Instance` → `EC2::Instance`, `Kubernetes::Pod` → `Pod`; types without '::' as is. */
export function kindOf(type: string | null | undefined): string {
  if (type === null || type === undefined) return '';
  const at = type.indexOf('::');
  return at === -1 ? type : type.slice(at + 2);
}

/** A readable label: `Kubernetes::Pod` → `Kubernetes Pod`. */
export function typeLabel(type: string | null | undefined): string {
  return (type ?? '').split('::').join(' ');
}
