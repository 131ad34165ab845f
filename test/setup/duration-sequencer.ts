import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, across both tiers, so that no long browser file starts near the end and runs on
 * alone (on a clean clone vitest knows no durations and starts files in name order, project by project:
 * the PostgreSQL run of the batch tests started last and ran ~25 s by itself).
 *
 * A file's expected duration is vitest's own cached one when this checkout has run it, else the committed
 * table (test/setup/file-durations.json, refreshed with `npm run test:durations` after a full run). A
 * file in neither runs first, as vitest runs files it has not seen first.
 */
export const FILE_DURATIONS_PATH = new URL('./file-durations.json', import.meta.url);

type Durations = Record<string, number>;

function committedDurations(): Durations {
  try {
    return JSON.parse(readFileSync(FILE_DURATIONS_PATH, 'utf8')) as Durations;
  } catch {
    return {};
  }
}

export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const committed = committedDurations();
    const root = this.ctx.config.root;
    const expected = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${relative(root, spec.moduleId)}`;
      const cached = this.ctx.cache.getFileTestResults(key)?.duration;
      if (cached !== undefined) return cached / 1000;
      return committed[key] ?? Number.POSITIVE_INFINITY;
    };
    const withDuration = files.map((spec) => ({ spec, seconds: expected(spec) }));
    return withDuration
      .sort(
        (a, b) =>
          b.seconds - a.seconds ||
          (a.spec.moduleId < b.spec.moduleId ? -1 : a.spec.moduleId > b.spec.moduleId ? 1 : 0),
      )
      .map(({ spec }) => spec);
  }
}
