/** Radix Themes' CSS cut to what the app uses (scripts/vite/radixCss.ts); `base.css` is imported at start-up. */
declare module 'virtual:radix-css/*'
