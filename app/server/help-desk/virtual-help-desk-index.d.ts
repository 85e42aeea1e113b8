declare module "virtual:help-desk-index" {
  /** Each language's serialised MiniSearch index of the site's content (vite/help-desk-index.ts), by "en" and "es". */
  const indexes: { en: string; es: string };
  export default indexes;
}
