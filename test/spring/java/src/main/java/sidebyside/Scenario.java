package sidebyside;

/**
 * One small program against the real Spring AI. Its TypeScript translation lives in
 * test/spring/scenarios under the same name; both run against the same scripted answers.
 */
public interface Scenario {

	void run(ScenarioContext context) throws Exception;

}
