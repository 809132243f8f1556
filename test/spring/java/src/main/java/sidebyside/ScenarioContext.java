package sidebyside;

import java.util.Map;

/** What the harness gives a scenario: where the simulator listens, and where to write the outcome. */
public final class ScenarioContext {

	private final String baseUrl;

	private final Map<String, String> properties;

	private final Outcome outcome = new Outcome();

	ScenarioContext(String baseUrl, Map<String, String> properties) {
		this.baseUrl = baseUrl;
		this.properties = properties;
	}

	/** The base URL of the recording proxy in front of this scenario's simulator. */
	public String baseUrl() {
		return this.baseUrl;
	}

	/** Any non-empty key: the simulator accepts every Bearer key. */
	public String apiKey() {
		return "side-by-side-key";
	}

	/** A value the harness set for this run (a database URL, a server command), or null. */
	public String property(String name) {
		return this.properties.get(name);
	}

	public Outcome outcome() {
		return this.outcome;
	}

}
