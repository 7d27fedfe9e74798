/** Placeholder until its slice lands (this branch only). */
export function AiWebinarScreen() {
  return null;
}
