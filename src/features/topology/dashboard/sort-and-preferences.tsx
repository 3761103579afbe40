// The sort menu (Health, Name, Type, Last Updated and the headline properties found in the data,
// with the order beside it) and the preferences popover (show hidden components, card width
// 250 to 768 px in steps of 2). Both are kept in this browser (spec 02-areas §2.7, §9).
import { Button } from '../../../components/ui/button.tsx';
import { DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../../../components/ui/menu.tsx';
import { PopoverDialog } from '../../../components/ui/popover-dialog.tsx';
import { Slider } from '../../../components/ui/slider.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { CARD_WIDTH, type SortPref } from '../model/prefs.ts';
import { HEADLINE_SORT_PREFIX, SORT_CHOICES } from '../model/queries.ts';

export interface SortControls {
  readonly sort: SortPref;
  readonly setSort: (sort: SortPref) => void;
  readonly cardWidth: number;
  readonly setCardWidth: (width: number) => void;
  readonly showHidden: boolean;
  readonly setShowHidden: (show: boolean) => void;
}

/** The label of a sort choice ("Health", or a headline property's name). */
export function sortLabel(by: string): string {
  if (by.startsWith(HEADLINE_SORT_PREFIX)) return by.slice(HEADLINE_SORT_PREFIX.length);
  return SORT_CHOICES.find((c) => c.id === by)?.label ?? 'Health';
}

export function SortMenu({
  sort,
  setSort,
  headlines,
}: Pick<SortControls, 'sort' | 'setSort'> & { headlines: readonly string[] }) {
  const ascending = sort.order === 'asc';
  return (
    <div className="topology-sort">
      <MenuTrigger>
        <Button size="sm">Sort by: {sortLabel(sort.by)}</Button>
        <Menu
          aria-label="Sort by"
          selectionMode="single"
          selectedKeys={[sort.by]}
          onAction={(key) => setSort({ ...sort, by: String(key) })}
        >
          <MenuSection>
            {SORT_CHOICES.map((c) => (
              <MenuItem key={c.id} id={c.id}>
                {c.label}
              </MenuItem>
            ))}
          </MenuSection>
          {headlines.length > 0 ? (
            <MenuSection title="Properties">
              {headlines.map((name) => (
                <MenuItem key={name} id={`${HEADLINE_SORT_PREFIX}${name}`} textValue={name}>
                  {name}
                </MenuItem>
              ))}
            </MenuSection>
          ) : null}
        </Menu>
      </MenuTrigger>
      <Button
        size="sm"
        variant="ghost"
        aria-label={ascending ? 'Sort ascending' : 'Sort descending'}
        onPress={() => setSort({ ...sort, order: ascending ? 'desc' : 'asc' })}
      >
        {ascending ? '↑' : '↓'}
      </Button>
    </div>
  );
}

export function DashboardPreferences({
  cardWidth,
  setCardWidth,
  showHidden,
  setShowHidden,
}: Pick<SortControls, 'cardWidth' | 'setCardWidth' | 'showHidden' | 'setShowHidden'>) {
  return (
    <DialogTrigger>
      <Button size="sm">Preferences</Button>
      <PopoverDialog label="Dashboard preferences">
        <div className="topology-prefs">
          <Switch isSelected={showHidden} onChange={setShowHidden}>
            Show hidden components
          </Switch>
          <Slider
            label="Card width"
            minValue={CARD_WIDTH.min}
            maxValue={CARD_WIDTH.max}
            step={CARD_WIDTH.step}
            value={cardWidth}
            onChange={setCardWidth}
            format={(value) => `${value} px`}
          />
        </div>
      </PopoverDialog>
    </DialogTrigger>
  );
}
