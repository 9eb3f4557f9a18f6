import type { AssetType } from '../../../tag-links/asset.entity.js';
import type { Appearance } from '../../../tag-links/board.entity.js';

export interface DemoBoard {
  title: string;
  appearance: Appearance;
  icon: string;
  description: string;
  tags: string[];
}

export interface DemoAsset {
  name: string;
  assetType: AssetType;
  path: string;
  description: string | null;
  views: number;
  shares: number;
  tags: string[];
}

/** Tag titles, in creation order. Boards and assets name them by title. */
export const DEMO_TAGS: readonly string[] = [
  'Sales',
  'Onboarding',
  'Security',
  'Product',
  'Customer Stories',
  'Renewals',
  'Training',
  'Partners',
];

/** Boards in the organization's board order (position 0 first). */
export const DEMO_BOARDS: readonly DemoBoard[] = [
  {
    title: 'Sales Playbook',
    appearance: 'royalBlue',
    icon: '📈',
    description: 'Everything a prospect needs from first call to signature.',
    tags: ['Sales', 'Product'],
  },
  {
    title: 'Onboarding Resources',
    appearance: 'pastelGreen',
    icon: '🚀',
    description: 'Guides and recordings for new customers.',
    tags: ['Onboarding', 'Training'],
  },
  {
    title: 'Product Demos',
    appearance: 'mediumPurple',
    icon: '🎬',
    description: 'Recorded walkthroughs of every module.',
    tags: ['Product', 'Sales'],
  },
  {
    title: 'Security & Compliance',
    appearance: 'greyExtraLight',
    icon: '🔒',
    description: 'SOC 2 report, policies and the security questionnaire.',
    tags: ['Security'],
  },
  {
    title: 'Case Studies',
    appearance: 'saffron',
    icon: '🏆',
    description: 'How customers like yours use Demo Company.',
    tags: ['Customer Stories', 'Sales'],
  },
  {
    title: 'Renewal Toolkit',
    appearance: 'downy',
    icon: '🔄',
    description: 'Usage reports, pricing and renewal FAQs.',
    tags: ['Renewals'],
  },
  {
    title: 'Partner Enablement',
    appearance: 'malibu',
    icon: '🤝',
    description: 'Material for resellers and integration partners.',
    tags: ['Partners', 'Training'],
  },
];

type AssetRow = [name: string, type: AssetType, path: string, views: number, shares: number, tags: string[]];

const ASSET_ROWS: AssetRow[] = [
  ['Product Overview Deck', 'pdf', 'decks/product-overview.pdf', 1284, 211, ['Sales', 'Product']],
  ['Platform Demo Video', 'video', 'videos/platform-demo.mp4', 937, 154, ['Product', 'Sales']],
  ['SOC 2 Type II Report', 'pdf', 'trust/soc2-type2-2025.pdf', 402, 88, ['Security']],
  ['Security Whitepaper', 'document', 'trust/security-whitepaper.docx', 356, 61, ['Security']],
  ['ROI Calculator', 'link', 'tools/roi-calculator', 618, 143, ['Sales']],
  ['Implementation Guide', 'document', 'guides/implementation.docx', 522, 47, ['Onboarding']],
  ['Admin Training Recording', 'video', 'videos/admin-training.mp4', 311, 19, ['Onboarding', 'Training']],
  ['Platform Architecture Diagram', 'image', 'images/architecture.png', 274, 33, ['Product', 'Security']],
  ['Globex Case Study', 'pdf', 'stories/globex.pdf', 189, 42, ['Customer Stories']],
  ['Pricing Sheet 2026', 'pdf', 'decks/pricing-2026.pdf', 745, 98, ['Sales', 'Renewals']],
  ['Renewal FAQ', 'document', 'guides/renewal-faq.docx', 133, 12, ['Renewals']],
  ['Partner Program Overview', 'link', 'partners/program', 97, 25, ['Partners']],
  ['Brand Logo Pack', 'image', 'brand/logo-pack.png', 58, 9, []],
];

const DESCRIPTIONS: Record<string, string> = {
  'Product Overview Deck': 'Twelve slides: the problem, the platform, customer results and pricing tiers.',
  'SOC 2 Type II Report': 'Covers the twelve months to September 2025. Share under NDA.',
  'ROI Calculator': 'Interactive calculator prospects can fill in with their own numbers.',
  'Implementation Guide': 'Step-by-step setup for administrators, from SSO to data import.',
};

export const DEMO_ASSETS: readonly DemoAsset[] = ASSET_ROWS.map(([name, assetType, path, views, shares, tags]) => ({
  name,
  assetType,
  path,
  description: DESCRIPTIONS[name] ?? null,
  views,
  shares,
  tags,
}));
