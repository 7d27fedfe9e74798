/** Placeholder until its slice lands (this branch only). */
export function AgentScreen() {
  return null;
}
