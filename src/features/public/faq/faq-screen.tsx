/** Placeholder until its slice lands (this branch only). */
export function FaqScreen() {
  return null;
}
