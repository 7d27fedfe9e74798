/** Placeholder until its slice lands (this branch only). */
export function AboutScreen() {
  return null;
}
