import { Entity, Index } from 'typeorm';
import { ConversationColumns } from './conversation-columns.js';

/** One message of a workspace's thread, or a reply to one (ConversationColumns). */
@Entity('workspace_message')
@Index(['workspaceId', 'createdAt', 'id'])
@Index(['parentId', 'createdAt', 'id'])
export class WorkspaceMessageEntity extends ConversationColumns {}
