-- Generated from custom-field-definitions.query.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The organization's workspace custom fields with their options (a subquery of the workspace read)
SELECT json_group_array(json_object('id', f."id", 'name', f."name", 'variableName', f."variable_name", 'type', f."type", 'objectType', f."object_type", 'createdAt', f."created_at", 'updatedAt', f."updated_at", 'options', json((SELECT json_group_array(json_object('index', o."index", 'label', o."label", 'value', o."value") ORDER BY o."index", o.id) FROM custom_field_option o WHERE o.custom_field_id = f.id))) ORDER BY f.created_at, f.id) FROM custom_field f
WHERE f.organization_id = ? AND f.object_type = 'workspace';

-- One workspace's stored values by field id (an expression of the workspace row)
SELECT json((SELECT json_group_object(v.custom_field_id, v.value) FROM custom_field_value v
WHERE v.object_id = w.id AND v.object_type = 'workspace' AND v.organization_id = w.organization_id));
