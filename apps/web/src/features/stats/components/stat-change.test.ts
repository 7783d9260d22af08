import { describe, expect, it } from 'vitest';
import { statChange } from './stat-change';

describe('statChange', () => {
  it('says up or down by a whole percent', () => {
    expect(statChange(120, 100)).toEqual({ kind: 'up', percent: 20 });
    expect(statChange(75, 100)).toEqual({ kind: 'down', percent: 25 });
    expect(statChange(0.068, 0.085)).toEqual({ kind: 'down', percent: 20 });
  });
  it('says the same when the rounded change is nothing', () => {
    expect(statChange(1001, 1000)).toEqual({ kind: 'same' });
  });
  it('says new after a period with none, and none when both are empty', () => {
    expect(statChange(3, 0)).toEqual({ kind: 'new' });
    expect(statChange(4.5, null)).toEqual({ kind: 'new' });
    expect(statChange(0, 0)).toEqual({ kind: 'none' });
    expect(statChange(null, null)).toEqual({ kind: 'none' });
  });
  it('says down 100% when everything went', () => {
    expect(statChange(0, 8)).toEqual({ kind: 'down', percent: 100 });
  });
});
