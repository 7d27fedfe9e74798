import { beforeEach } from 'vitest';
import { travelTo } from './travel';

// The mock's own tests run at the world's moment too (src/testing/travel.ts), so a world or a token
// made "now" is the examples' world, from the file's collection to each test.
travelTo();
beforeEach(() => {
  travelTo();
});
