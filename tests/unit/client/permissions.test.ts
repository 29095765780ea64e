import { describe, expect, it } from 'vitest';
import { filterRoutes, menuRoutes, rolesFor } from '../../../src/client/lib/permissions';
import { routes } from '../../../src/client/lib/routes';

const menuKeys = (roles: ReturnType<typeof rolesFor>) => menuRoutes(routes, roles).map((r) => r.key);
const openKeys = (roles: ReturnType<typeof rolesFor>) => filterRoutes(routes, roles).map((r) => r.key);

describe('menu and route filter', () => {
  it('a signed-up author (author_status 1) sees every menu entry', () => {
    expect(menuKeys(rolesFor(1, undefined))).toEqual(routes.filter((r) => r.menu).sort((a, b) => a.menu!.order - b.menu!.order).map((r) => r.key));
  });
  it('anyone else sees Dashboard and Contact only', () => {
    expect(menuKeys(rolesFor(0, undefined))).toEqual(['dashboard', 'contact']);
    expect(menuKeys(rolesFor(undefined, 500))).toEqual(['dashboard', 'contact']);
  });
  it('every signed-in account opens its messages (a rejected author reads the rejection), though the menu does not list them', () => {
    for (const status of [0, 2, 3]) {
      expect(openKeys(rolesFor(status, undefined))).toEqual(expect.arrayContaining(['news', 'announcements', 'dashboard', 'contact', 'help']));
      expect(openKeys(rolesFor(status, undefined))).not.toContain('mywork');
    }
  });
  it('site 511 shows every route', () => {
    expect(menuKeys(rolesFor(0, 511))).toEqual(menuKeys(rolesFor(1, undefined)));
  });
  it('admin sees every route, including ones with roles of their own', () => {
    const all = [{ roles: ['author'] as const }, { roles: ['applicant'] as const }, {}];
    expect(filterRoutes(all, ['admin'])).toHaveLength(3);
    expect(filterRoutes(all, ['applicant'])).toEqual([{ roles: ['applicant'] }, {}]);
  });
  it('holds every route of the portal', () => {
    const paths = routes.map((r) => r.path);
    for (const p of ['/login', '/404', '/terms', '/policy', '/dashboard', '/mywork', '/mywork/manageworks/:original_book_id', '/signing', '/mySignInfo', '/mySignUp', '/salaryManage', '/salaryManage2', '/salaryManage/salaryManageInfo', '/welfareManage', '/welfareManage2', '/dataCenter', '/dataCenter2', '/commentManage', '/messageCenter/newsAnnounce', '/messageCenter/announceCenter', '/authorWelfare', '/authorContest', '/helpCenter', '/us']) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/addbook/:event_id?'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/mywork/editbook/:original_book_id/:section_id?/:is_edit?'))).toBe(true);
  });
});
