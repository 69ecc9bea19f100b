import { describe, expect, it } from 'vitest';
import { WorkItemDetailQuerySchema } from './work-items-wire';

describe('WorkItemDetailQuerySchema', () => {
  it.each([
    [{}, []],
    [{ expand: '' }, []],
    [{ expand: 'parent' }, ['parent']],
    [{ expand: 'issue_link,parent,parent,labels' }, ['issue_link', 'parent']],
    [
      { expand: 'issue_related,issue_relation,issue_attachments,issue_reactions' },
      ['issue_reactions', 'issue_attachments', 'issue_relation', 'issue_related'],
    ],
  ])('reads %j as %j', (query, expected) => {
    expect(WorkItemDetailQuerySchema.parse(query).expand).toEqual(expected);
  });
});
