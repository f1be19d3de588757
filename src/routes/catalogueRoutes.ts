import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NavGroupId, NavSectionId } from './nav'
import type { RouteRecord } from './types'

/** Where each area of the UI catalogue sits in the menu (docs/kit.md, "The catalogue"). */
const AREAS = {
  components: { section: 'user-interface', group: 'components', icon: 'components' },
  extensions: { section: 'user-interface', group: 'extensions', icon: 'puzzle' },
  forms: { section: 'forms-tables', group: 'form-elements', icon: 'forms' },
  tables: { section: 'forms-tables', group: 'tables', icon: 'table' },
  // The Charts section holds its two pages directly.
  charts: { section: 'charts', group: null, icon: 'charts' },
} as const satisfies Record<string, { section: NavSectionId; group: NavGroupId | null; icon: string }>

/**
 * A page of the UI catalogue: `/{area}/{slug}`, for any signed-in reader, in the
 * area's menu group (or, with `group`, another one; `null` puts it straight in the section). Its
 * menu label is its title. The catalogue's words are the shell's (lingui.config.ts): /login never
 * loads them, every catalogue page has the shell's catalog.
 */
function cataloguePage<const Area extends keyof typeof AREAS, const Slug extends string>(
  area: Area,
  slug: Slug,
  title: MessageDescriptor,
  order: number,
  group: NavGroupId | null = AREAS[area].group,
) {
  return {
    name: `${area}-${slug}` as const,
    path: `/${area}/${slug}`,
    access: 'requiresAuth',
    layout: 'default',
    action: 'read',
    subject: 'Page',
    nav: { label: title, icon: AREAS[area].icon, section: AREAS[area].section, groups: group ? [group] : [], order },
    title,
  } as const satisfies RouteRecord
}

/** The UI catalogue's routes (docs/kit.md, "The catalogue"), spread into the one route table. */
export const catalogueRoutes = [
  cataloguePage('components', 'alert', msg`Alert`, 1),
  cataloguePage('components', 'avatar', msg`Avatar`, 2),
  cataloguePage('components', 'badge', msg`Badge`, 3),
  cataloguePage('components', 'button', msg`Button`, 4),
  cataloguePage('components', 'chip', msg`Chip`, 5),
  cataloguePage('components', 'dialog', msg`Dialog`, 6),
  cataloguePage('components', 'expansion-panel', msg`Expansion panel`, 7),
  cataloguePage('components', 'list', msg`List`, 8),
  cataloguePage('components', 'menu', msg`Menu`, 9),
  cataloguePage('components', 'pagination', msg`Pagination`, 10),
  cataloguePage('components', 'progress-circular', msg`Circular progress`, 11),
  cataloguePage('components', 'progress-linear', msg`Linear progress`, 12),
  cataloguePage('components', 'snackbar', msg`Snackbar`, 13),
  cataloguePage('components', 'tabs', msg`Tabs`, 14),
  cataloguePage('components', 'timeline', msg`Timeline`, 15),
  cataloguePage('components', 'tooltip', msg`Tooltip`, 16),
  cataloguePage('extensions', 'tour', msg`Guided tour`, 1),
  cataloguePage('extensions', 'swiper', msg`Carousel`, 2),
  cataloguePage('forms', 'autocomplete', msg`Autocomplete`, 1),
  cataloguePage('forms', 'checkbox', msg`Checkbox`, 2),
  cataloguePage('forms', 'combobox', msg`Combobox`, 3),
  cataloguePage('forms', 'custom-input', msg`Custom inputs`, 4),
  cataloguePage('forms', 'date-time-picker', msg`Date & time picker`, 5),
  cataloguePage('forms', 'editors', msg`Editors`, 6),
  cataloguePage('forms', 'file-input', msg`File input`, 7),
  cataloguePage('forms', 'radio', msg`Radio`, 8),
  cataloguePage('forms', 'range-slider', msg`Range slider`, 9),
  cataloguePage('forms', 'rating', msg`Rating`, 10),
  cataloguePage('forms', 'select', msg`Select`, 11),
  cataloguePage('forms', 'slider', msg`Slider`, 12),
  cataloguePage('forms', 'switch', msg`Switch`, 13),
  cataloguePage('forms', 'textarea', msg`Textarea`, 14),
  cataloguePage('forms', 'textfield', msg`Text field`, 15),
  cataloguePage('forms', 'form-layouts', msg`Form layouts`, 20, null),
  cataloguePage('forms', 'form-wizard-numbered', msg`Numbered wizard`, 1, 'form-wizard'),
  cataloguePage('forms', 'form-wizard-icons', msg`Wizard with icons`, 2, 'form-wizard'),
  cataloguePage('forms', 'form-validation', msg`Form validation`, 40, null),
  cataloguePage('tables', 'simple-table', msg`Simple table`, 1),
  cataloguePage('tables', 'data-table', msg`Data table`, 2),
  cataloguePage('charts', 'apex-chart', msg`Recharts`, 1),
  cataloguePage('charts', 'chartjs', msg`Chart.js`, 2),
] as const
