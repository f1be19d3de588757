/**
 * The customizer's chunk: fetched when its button is pointed at or focused, shown when clicked
 * (most visits never open it; the dashboards' first load must stay within its budget).
 */
export const loadCustomizer = () => import('./Customizer')
