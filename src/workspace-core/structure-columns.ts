import { Column } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

export const PLAN_VIEW_TYPES = ['list', 'card'] as const;
export type PlanViewType = (typeof PLAN_VIEW_TYPES)[number];

/**
 * A plan as a template defines it and a workspace copies it: written once for both tables (as PlanTaskColumns is
 * for tasks), so the copy and the two wire shapes cannot drift apart.
 */
export abstract class PlanColumns extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** Shown folded. */
  @Column({ type: 'boolean', default: false })
  isCollapsed: boolean;

  @Column({ type: 'varchar', length: 10, default: 'list' })
  viewType: PlanViewType;

  /** 0-based place among its owner's plans; kept compact. */
  @Column({ type: 'integer' })
  index: number;
}

/** A page as a template defines it and a workspace copies it. */
export abstract class PageColumns extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** 0-based place among its owner's pages; kept compact. */
  @Column({ type: 'integer' })
  index: number;

  /** Dock's show/hide: a hidden page is kept but not shown to visitors. */
  @Column({ type: 'boolean', default: false })
  isHidden: boolean;
}
