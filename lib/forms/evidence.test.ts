import { describe, expect, it } from 'vitest';
import { evidenceFileProblem } from './evidence';

describe('evidenceFileProblem', () => {
  it('takes the API’s types up to 512 KB, and names what is wrong otherwise', () => {
    expect(evidenceFileProblem({ type: 'text/plain', size: 10 })).toBeNull();
    expect(evidenceFileProblem({ type: 'application/pdf', size: 512 * 1024 })).toBeNull();
    expect(evidenceFileProblem(null)).toBe('cases.error.fileMissing');
    expect(evidenceFileProblem({ type: 'text/html', size: 10 })).toBe('cases.error.fileType');
    expect(evidenceFileProblem({ type: 'image/png', size: 0 })).toBe('cases.error.fileEmpty');
    expect(evidenceFileProblem({ type: 'image/png', size: 512 * 1024 + 1 })).toBe('cases.error.fileSize');
  });
});
