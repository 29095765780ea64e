import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each test file took in a recorded run (`node scripts/record-test-weights.mjs test-results/*.json`). */
const WEIGHTS_FILE = path.join(import.meta.dirname, 'test-weights.json');

const recorded = (): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};

/**
 * Longest files first, so two workers finish together. Vitest orders unknown files by size, which puts the
 * fuzz suites (a few lines calling shared code, three minutes each) last: on a clean clone, with no cache,
 * they alone made the API run's tail. Weights come from Vitest's cache when it has one, else from a recorded
 * run kept in the repository; a file in neither goes first, as Vitest does.
 */
export class WeightedSequencer extends BaseSequencer {
  private readonly weights = recorded();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const weightOf = (spec: TestSpecification): number => {
      const file = path.relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
      if (cached && cached.duration > 0) return cached.duration / 1000;
      return this.weights[file] ?? Number.POSITIVE_INFINITY;
    };
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const wa = weightOf(a);
      const wb = weightOf(b);
      return wa === wb ? 0 : wb > wa ? 1 : -1;
    });
  }
}
