import BlueprintFixtures
import BlueprintLayout

print("blueprint-layout: not yet implemented")
