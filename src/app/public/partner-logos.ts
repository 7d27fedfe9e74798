/** Partner logo files by name (`ferdowsi` → its bundled URL); config names them, the app bundles them. */
const files = import.meta.glob<string>('./partners/*.svg', { eager: true, query: '?url', import: 'default' });

/** The bundled URL of partner logo `name`, or undefined when no such file exists. */
export function partnerLogoUrl(name: string): string | undefined {
  return files[`./partners/${name}.svg`];
}
