/** Placeholder until its slice lands (this branch only). */
export function AgentsScreen() {
  return null;
}
