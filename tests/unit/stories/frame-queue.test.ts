import { describe, expect, it } from 'vitest';
import { queueFrame } from '../../../stories/portal/support/frame-queue';

describe("a docs page's story frames", () => {
  it('load two at a time, the next when one has shown its story, in the order they came', () => {
    const started: string[] = [];
    const done = new Map<string, () => void>();
    const queue = (name: string) => queueFrame((finish) => (started.push(name), done.set(name, finish)));
    queue('a');
    queue('b');
    const leaveC = queue('c');
    queue('d');
    queue('e');
    expect(started).toEqual(['a', 'b']);
    done.get('a')!();
    expect(started).toEqual(['a', 'b', 'c']);
    // A frame that goes away during its turn ends it; one that goes away while waiting never starts.
    leaveC();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    done.get('a')!();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    done.get('b')!();
    done.get('d')!();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    done.get('e')!();
  });

  it('skip a frame that went away before its turn', () => {
    const started: string[] = [];
    const done = new Map<string, () => void>();
    const queue = (name: string) => queueFrame((finish) => (started.push(name), done.set(name, finish)));
    queue('a');
    queue('b');
    const leaveC = queue('c');
    queue('d');
    leaveC();
    done.get('a')!();
    expect(started).toEqual(['a', 'b', 'd']);
    done.get('b')!();
    done.get('d')!();
  });
});
