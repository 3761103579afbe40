// The catalogue pages this part delivers, loaded as one lazy chunk by the app's routes.
export { CatalogPage } from './list/catalog-page.tsx';
export { ConfigItemPage } from './item/config-item-page.tsx';
export { catalogFirstScreens } from './list/first-screens.ts';
