/** Placeholder until its slice lands (this branch only). */
export function NowruzScreen() {
  return null;
}
