// Where the one scraper screen is shown: Settings › Catalog Scraper (/settings/config_scrapers)
// or the catalogue's Scrapers section (/catalog/scrapers, spec 02-areas §2.6); the same pages,
// with their own breadcrumb and links.
import type { ReactNode } from 'react';

export interface ScraperPlace {
  readonly root: string;
  readonly label: string;
  /** The list; a scraper is `${listHref}/${id}`. */
  readonly listHref: string;
  /** What the area shows above the list (the catalogue's section tabs). */
  readonly above?: ReactNode;
}

export const SETTINGS_PLACE: ScraperPlace = {
  root: 'Settings',
  label: 'Catalog Scraper',
  listHref: '/settings/config_scrapers',
};
