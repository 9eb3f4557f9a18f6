/**
 * The entities the link tables point at, by TypeORM entity name (their class names) rather than by class: tags,
 * boards and assets import this folder, so it cannot import them back. TypeORM resolves the names when it builds
 * its metadata; the schema is the one the classes gave.
 */
export const LINKED_TAG = 'TagEntity';
export const LINKED_BOARD = 'BoardEntity';
export const LINKED_ASSET = 'AssetEntity';

/** The tag columns the link queries order by, besides the embedded fields. */
export interface LinkedTag {
  titleKey: string;
}

/** The board columns the link queries order by, besides the embedded fields. */
export interface LinkedBoard {
  position: number;
}
