/** Placeholder until its slice lands (this branch only). */
export function HireScreen() {
  return null;
}
