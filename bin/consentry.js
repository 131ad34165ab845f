#!/usr/bin/env node
// The consentry CLI runs its TypeScript sources through tsx (no build step, no native addon).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
