-- Generated from custom-field-definitions.query.ts by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.

-- The organization's workspace custom fields with their options (a subquery of the workspace read)
SELECT COALESCE(json_agg(json_build_object('id', f."id", 'name', f."name", 'variableName', f."variable_name", 'type', f."type", 'objectType', f."object_type", 'createdAt', f."created_at", 'updatedAt', f."updated_at", 'options', (SELECT COALESCE(json_agg(json_build_object('index', o."index", 'label', o."label", 'value', o."value") ORDER BY o."index", o.id), '[]'::json) FROM custom_field_option o WHERE o.custom_field_id = f.id)) ORDER BY f.created_at, f.id), '[]'::json) FROM custom_field f
WHERE f.organization_id = $1 AND f.object_type = 'workspace';

-- One workspace's stored values by field id (an expression of the workspace row)
SELECT (SELECT COALESCE(json_object_agg(v.custom_field_id, v.value), '{}'::json) FROM custom_field_value v
WHERE v.object_id = w.id AND v.object_type = 'workspace' AND v.organization_id = w.organization_id);
