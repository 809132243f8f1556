package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.document.Document;

/** Shared by the document-reader scenarios: each document's text and metadata (ids are random). */
final class ReaderSupport {

	private ReaderSupport() {
	}

	static List<Map<String, Object>> describe(List<Document> documents) {
		List<Map<String, Object>> rows = new ArrayList<>();
		for (Document document : documents) {
			Map<String, Object> row = new LinkedHashMap<>();
			row.put("text", document.getText());
			row.put("metadata", document.getMetadata());
			rows.add(row);
		}
		return rows;
	}

}
